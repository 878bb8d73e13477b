// The profile's public face: the page.

export { ProfilePage } from './profile-page';
