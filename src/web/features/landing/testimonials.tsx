const testimonials = [
  {
    quote: 'I used to freeze when a colleague asked me something in English. After a month of ten-minute chats with Sophia, I answer without rehearsing first.',
    name: 'Camila R.',
    detail: 'Product designer, São Paulo',
  },
  {
    quote: 'Oliver ran my IELTS speaking practice like the real test and told me exactly why I was stuck at 6.0. I got a 7.0 on test day.',
    name: 'Minh T.',
    detail: 'Nursing student, Ho Chi Minh City',
  },
];

export function Testimonials() {
  return (
    <div className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
      {testimonials.map((t) => (
        <figure key={t.name} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <blockquote className="text-slate-800">“{t.quote}”</blockquote>
          <figcaption className="mt-4 text-sm">
            <span className="font-semibold text-slate-900">{t.name}</span>
            <span className="text-slate-600"> — {t.detail}</span>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
