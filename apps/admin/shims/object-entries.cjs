// object.entries for node-polyglot (react-admin's translations): every browser the console supports has
// Object.entries, so the polyfill (and the es-abstract helpers it brings) stays out of the first load.
module.exports = Object.entries;
