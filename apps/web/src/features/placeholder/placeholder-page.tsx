import { ComingSoon, type PlaceholderPageProps } from '../../components/coming-soon.tsx';

/** Inside the signed-in layout. */
export function PlaceholderPage(props: PlaceholderPageProps) {
  return <ComingSoon {...props} />;
}
