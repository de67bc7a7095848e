import { useT } from '#/web/i18n/use-t';
import { landingCatalogue } from './messages/catalogue';

const testimonials = [
  { name: 'Camila R.', quote: 'camilaQuote', detail: 'camilaDetail' },
  { name: 'Minh T.', quote: 'minhQuote', detail: 'minhDetail' },
] as const;

export function Testimonials() {
  const t = useT(landingCatalogue);
  return (
    <div className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
      {testimonials.map((testimonial) => (
        <figure key={testimonial.name} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <blockquote className="text-slate-800">“{t(testimonial.quote)}”</blockquote>
          <figcaption className="mt-4 text-sm">
            <span className="font-semibold text-slate-900">{testimonial.name}</span>
            <span className="text-slate-600"> — {t(testimonial.detail)}</span>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
