import { Check, Circle } from 'lucide-react';
import { passwordChecklist } from '../logic/new-password.ts';

/** docs/accounts.md#sign-up: the live requirement checklist under a new password. */
export function PasswordChecklist({ password }: { password: string }) {
  const items = passwordChecklist(password);
  return (
    <ul
      className="grid gap-1 rounded-lg bg-cream px-3 py-2.5 text-xs sm:grid-cols-2"
      aria-label="Password requirements"
    >
      {items.map((item) => (
        <li
          key={item.id}
          className={`flex items-center gap-1.5 ${item.met ? 'text-emerald-700' : 'text-stone-500'}`}
        >
          {item.met ? <Check size={14} aria-hidden /> : <Circle size={12} aria-hidden />}
          <span>{item.label}</span>
          <span className="sr-only">{item.met ? '(met)' : '(not met yet)'}</span>
        </li>
      ))}
    </ul>
  );
}
