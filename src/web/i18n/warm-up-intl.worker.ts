/** Makes the formatters whose first use loads the browser's locale data, then says so (see ./warm-up-intl.ts). */
self.onmessage = (event: MessageEvent<string>) => {
  const locale = event.data;
  new Intl.NumberFormat(locale).format(1);
  new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(0);
  new Intl.PluralRules(locale).select(1);
  self.postMessage('warm');
};
