import type { ColorTheme } from '#/shared/teacher';

/** Tailwind classes per teacher colour theme (blue, emerald or purple; blue by default). */
export const themeClasses: Record<ColorTheme, { ring: string; chip: string; button: string; accent: string }> = {
  blue: { ring: 'ring-blue-200', chip: 'bg-blue-50 text-blue-800', button: 'bg-blue-600 hover:bg-blue-700', accent: 'from-blue-500 to-blue-600' },
  emerald: { ring: 'ring-emerald-200', chip: 'bg-emerald-50 text-emerald-800', button: 'bg-emerald-700 hover:bg-emerald-800', accent: 'from-emerald-500 to-emerald-600' },
  purple: { ring: 'ring-purple-200', chip: 'bg-purple-50 text-purple-800', button: 'bg-purple-600 hover:bg-purple-700', accent: 'from-purple-500 to-purple-600' },
};

export const themeFor = (theme: string | null | undefined) => themeClasses[(theme as ColorTheme) in themeClasses ? (theme as ColorTheme) : 'blue'];
