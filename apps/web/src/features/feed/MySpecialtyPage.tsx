import { FeedPage } from './components/FeedPage';

/** `/questions` (spec §2). */
export default function MySpecialtyPage() {
  return <FeedPage feed="my" />;
}
