// What a content kind's new-entry and edit pages are made of, loaded with the first of them.
export { Create } from 'react-admin';
export { ContentEdit } from './publication';
