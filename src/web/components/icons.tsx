/** Small inline icons (no icon font or emoji font needed). */
type IconProps = { className?: string };

export function PlayIcon({ className = 'h-3.5 w-3.5' }: IconProps) {
  return <svg viewBox="0 0 20 20" className={className} aria-hidden="true"><path fill="currentColor" d="M6 4.5v11l9-5.5z" /></svg>;
}

export function SlowIcon({ className = 'h-3.5 w-3.5' }: IconProps) {
  return (
    <svg viewBox="0 0 20 20" className={className} aria-hidden="true">
      <path fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" d="M10 3.5a6.5 6.5 0 1 0 6.5 6.5M10 10V6.5M10 10l2.5 1.5" />
    </svg>
  );
}

export function SpeakerIcon({ isMuted, className = 'h-4 w-4' }: IconProps & { isMuted?: boolean }) {
  return (
    <svg viewBox="0 0 20 20" className={className} aria-hidden="true">
      <path fill="currentColor" d="M3 7.5h3l4-3.5v12l-4-3.5H3z" />
      {isMuted ? (
        <path stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" d="m13 7.5 4 5m0-5-4 5" />
      ) : (
        <path fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" d="M13 7a4 4 0 0 1 0 6m2-8.5a7 7 0 0 1 0 11" />
      )}
    </svg>
  );
}

export function LightbulbIcon({ className = 'h-4 w-4 flex-none' }: IconProps) {
  return <svg viewBox="0 0 20 20" className={className} aria-hidden="true"><path fill="currentColor" d="M10 2a6 6 0 0 0-3.5 10.9V15h7v-2.1A6 6 0 0 0 10 2Zm-2.5 14.5h5V18h-5z" /></svg>;
}

/** A way back: points to the start of the line (mirrored right to left). */
export function BackArrowIcon({ className = 'h-5 w-5' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={`${className} rtl:-scale-x-100`} aria-hidden="true">
      <path fill="currentColor" d="M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20v-2Z" />
    </svg>
  );
}
