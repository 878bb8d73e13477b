// The support pages' server-side frame, apart from the client parts of index.ts.
export { SupportPageFrame, supportMetadata } from './support-page-frame';
