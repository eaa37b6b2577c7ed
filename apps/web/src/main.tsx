import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/cairo/400.css';
import '@fontsource/cairo/500.css';
import '@fontsource/cairo/700.css';
import { initI18n } from '@/lib/i18n';
import { App } from '@/app/app';

// The saved language (Arabic is fetched only if chosen) is ready before the first paint.
void initI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

// The service worker (the installable, offline-capable app) after the page has loaded,
// so it never competes with the first paint; in development there is none.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch((e: unknown) => console.warn('Service worker not registered', e));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
