import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoutes } from './app/router';
import { AuthProvider } from './features/auth/auth-provider';
import { startReferralTracking } from './features/referral/referral';
import { readStartingLocale, startInLocale } from './i18n/locale-store';
import { commonCatalogue } from './i18n/messages/catalogue';
import './styles.css';

startReferralTracking();

const locale = readStartingLocale();
startInLocale(locale);

// The spinner every page shows while it loads speaks the interface language, so its words come first.
void commonCatalogue.load(locale).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AuthProvider>
        <AppRoutes />
      </AuthProvider>
    </StrictMode>,
  );
});
