import { Check } from 'lucide-react';
import { SIGNUP_STEPS, type SignupStep } from '../logic/signup-steps.ts';

/** The three sign-up steps, the current one highlighted in gold. */
export function StepIndicator({ current }: { current: SignupStep }) {
  return (
    <ol className="flex items-center gap-2" aria-label={`Step ${current} of ${SIGNUP_STEPS.length}`}>
      {SIGNUP_STEPS.map(({ step, title }, index) => {
        const done = step < current;
        const active = step === current;
        return (
          <li
            key={step}
            className="flex flex-1 items-center gap-2"
            aria-current={active ? 'step' : undefined}
          >
            <span
              className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                done
                  ? 'bg-brand-600 text-white'
                  : active
                    ? 'bg-gold-400 text-ink'
                    : 'bg-stone-100 text-stone-500'
              }`}
            >
              {done ? <Check size={14} aria-hidden /> : step}
            </span>
            <span className={`text-xs font-medium ${active ? 'text-ink' : 'text-stone-500'}`}>{title}</span>
            {index < SIGNUP_STEPS.length - 1 && <span className="h-px flex-1 bg-stone-200" aria-hidden />}
          </li>
        );
      })}
    </ol>
  );
}
