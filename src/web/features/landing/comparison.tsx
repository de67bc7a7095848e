/** How Parley differs from a typical gamified language app (a comparison block). */
const rows: Array<[string, string, string]> = [
  ['You speak whole sentences out loud', 'Every message, by voice or text', 'Mostly tapping and short phrases'],
  ['Replies to what you actually said', 'A real conversation that follows you', 'Fixed exercises'],
  ['Feedback on your own mistakes', 'Gentle corrections, tips and new words', 'Right or wrong answers'],
  ['Goals like IELTS, interviews, writing', 'A specialist teacher for each', 'General courses'],
  ['Available whenever you are', '24/7, no booking', '24/7'],
];

export function Comparison() {
  return (
    <div className="mx-auto max-w-4xl overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Parley compared with a typical gamified language app</caption>
        <thead className="bg-slate-50 text-slate-900">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold"> </th>
            <th scope="col" className="px-4 py-3 font-semibold text-indigo-700">Parley</th>
            <th scope="col" className="px-4 py-3 font-semibold">Gamified language apps (like Duolingo)</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-700">
          {rows.map(([aspect, parley, other]) => (
            <tr key={aspect}>
              <th scope="row" className="px-4 py-3 font-medium text-slate-900">{aspect}</th>
              <td className="px-4 py-3">{parley}</td>
              <td className="px-4 py-3">{other}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
