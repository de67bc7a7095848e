import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadDefinedCatalogues } from '#/shared/i18n/catalogue';
import { AppRoutes } from './app/router';
import { AuthProvider } from './features/auth/auth-provider';
import { startReferralTracking } from './features/referral/referral';
import { readStartingLocale, startInLocale } from './i18n/locale-store';
import './styles.css';

startReferralTracking();

const locale = readStartingLocale();
startInLocale(locale);

// The entry's own screens (the spinner, the landing page) speak the interface language from the first paint:
// their translations load together before it. The first render runs in a task of its own, not in the one that
// evaluated the modules: on a slow phone each is a long task, and the two together block input the longest.
void loadDefinedCatalogues(locale).then(() => new Promise((rendered) => setTimeout(rendered, 0))).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AuthProvider>
        <AppRoutes />
      </AuthProvider>
    </StrictMode>,
  );
});
