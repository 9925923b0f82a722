import './index.css';
import '@/lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { startSession } from '@/lib/auth';
import { initI18n } from '@/lib/i18n';

startSession();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must hold an element with id "root"');

// `common` is bundled, so this resolves at once; waiting avoids a first paint with raw keys.
void initI18n().then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
