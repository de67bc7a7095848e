import { type InputHTMLAttributes, useId, useState } from 'react';
import { useT } from '#/web/i18n/use-t';
import { componentsCatalogue } from './messages/catalogue';
import { inputClass } from './text-field';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string; hint?: string };

/** A password input with a show/hide toggle. */
export function PasswordField({ label, hint, id, className = '', ...props }: PasswordFieldProps) {
  const t = useT(componentsCatalogue);
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const [isVisible, setIsVisible] = useState(false);
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <input id={inputId} type={isVisible ? 'text' : 'password'} className={`${inputClass} pe-20`} {...props} />
        <button
          type="button"
          onClick={() => setIsVisible((v) => !v)}
          aria-label={isVisible ? t('hidePassword') : t('showPassword')}
          aria-pressed={isVisible}
          className="absolute inset-y-1 end-1 rounded-md px-3 text-xs font-semibold text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {isVisible ? t('hide') : t('show')}
        </button>
      </div>
      {hint && <p className="mt-1.5 text-xs text-slate-500">{hint}</p>}
    </div>
  );
}
