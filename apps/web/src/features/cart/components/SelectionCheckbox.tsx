import { type InputHTMLAttributes, useState } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'onChange'> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/**
 * A checkbox that shows the shopper's tick at once. The cart's cache tells its observers a moment
 * later, and a controlled checkbox would flick back until then; this one follows the cache whenever
 * the cache changes (including a failed call put right).
 */
export function SelectionCheckbox({ checked, onCheckedChange, className, ...rest }: Props) {
  const [shown, setShown] = useState(checked);
  const [fromCache, setFromCache] = useState(checked);
  if (checked !== fromCache) {
    setFromCache(checked);
    setShown(checked);
  }
  return (
    <input
      {...rest}
      type="checkbox"
      className={`h-5 w-5 shrink-0 cursor-pointer accent-brand-600 ${className ?? ''}`}
      checked={shown}
      onChange={(event) => {
        setShown(event.target.checked);
        onCheckedChange(event.target.checked);
      }}
    />
  );
}
