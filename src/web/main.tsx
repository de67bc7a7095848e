import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoutes } from './app/router';
import { AuthProvider } from './features/auth/auth-provider';
import { startReferralTracking } from './features/referral/referral';
import './styles.css';

startReferralTracking();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AuthProvider>
      <AppRoutes />
    </AuthProvider>
  </StrictMode>,
);
