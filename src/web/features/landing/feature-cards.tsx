const features = [
  {
    title: 'Speak out loud, without fear',
    text: 'Talk by voice or type. Your teacher answers in about a second, never interrupts, and never runs out of patience.',
  },
  {
    title: 'Corrections that teach',
    text: 'Mistakes are gently recast into natural English, with new vocabulary and grammar tips right beside the conversation.',
  },
  {
    title: 'A teacher for every goal',
    text: 'Everyday conversation, IELTS speaking, pronunciation, job interviews, business English, writing — and Spanish.',
  },
];

export function FeatureCards() {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 md:grid-cols-3">
      {features.map((feature) => (
        <div key={feature.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h3 className="text-lg font-semibold text-slate-900">{feature.title}</h3>
          <p className="mt-2 text-slate-700">{feature.text}</p>
        </div>
      ))}
    </div>
  );
}
