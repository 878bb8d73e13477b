// The pictures module's door (docs/decisions/0004): the only file other modules, app.ts and the seed import.
export { default as picturesPlugin } from './plugin';
export { consumeUploadAllowance, releasePictures } from './service';
