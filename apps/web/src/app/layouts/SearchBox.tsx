import { LiveSearchBox } from '../../features/search/components/LiveSearchBox.tsx';

/** The navbar's live search (features/search), in each of the three places the bar shows it. */
export function SearchBox(props: {
  onDone?: () => void;
  className?: string;
  autoFocus?: boolean;
  resultsClassName?: string;
}) {
  return <LiveSearchBox {...props} />;
}
