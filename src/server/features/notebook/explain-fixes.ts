/** A short 'why' for an offline-tutor correction when the grammar rules give none: the words that changed. */
export function explainFixes(fixes: ReadonlyArray<{ from: string; to: string }>): string {
  if (fixes.length === 0) return '';
  return fixes.map((f) => `"${f.from}" becomes "${f.to}"`).join('; ');
}
