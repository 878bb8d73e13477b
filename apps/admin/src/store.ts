import { localStorageStore } from 'react-admin';

/** react-admin's store (list filters, the sidebar, the console's language), kept in the browser. */
export const store = localStorageStore();
