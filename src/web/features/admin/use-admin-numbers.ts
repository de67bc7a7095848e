/** The usage view's figures in the interface language: counts, and dollar costs as precise as formatDollars (six decimals under a cent). */
import { useMemo } from 'react';
import { useFormatters } from '#/web/i18n/use-formatters';

export function useAdminNumbers() {
  const format = useFormatters();
  return useMemo(
    () => ({
      count: (n: number) => format.number(n),
      dollars: (amount: number) => {
        const digits = amount !== 0 && Math.abs(amount) < 0.01 ? 6 : 2;
        return format.number(amount, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol', minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false });
      },
    }),
    [format],
  );
}
