// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { startInLocale } from '#/web/i18n/locale-store';
import { privacyCatalogue } from './privacy/messages/catalogue';
import PrivacyPage from './privacy-page';
import { termsCatalogue } from './terms/messages/catalogue';
import TermsPage from './terms-page';

afterEach(() => {
  cleanup();
  startInLocale('en');
});

describe('the Privacy Policy and the Terms', () => {
  it('in English: the effective date as written, and no word about a translation', () => {
    render(<><PrivacyPage /><TermsPage /></>);
    expect(screen.getAllByText('Effective June 18, 2025')).toHaveLength(2);
    expect(screen.queryByText(/the English version governs/)).toBeNull();
    expect(screen.getByText(/Parley costs \$9 per month or \$75 per year\./)).toBeTruthy();
  });

  it('in a translation: say the English version governs, with the date and prices in the language’s form', async () => {
    startInLocale('fr');
    await Promise.all([privacyCatalogue.load('fr'), termsCatalogue.load('fr')]);
    render(<><PrivacyPage /><TermsPage /></>);
    expect(screen.getAllByText('En vigueur depuis le 18 juin 2025')).toHaveLength(2);
    expect(screen.getAllByText(/la version anglaise prévaut/)).toHaveLength(2);
    expect(screen.getByText(/Parley coûte 9\s\$ par mois ou 75\s\$ par an\./)).toBeTruthy();
  });
});
