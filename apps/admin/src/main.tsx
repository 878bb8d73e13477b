import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { readyAlertTone } from './resources/alert-tone';

// The incident queue's tone is readied at the first press or key, the login's included (alert-tone.ts).
readyAlertTone();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
