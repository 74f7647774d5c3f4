import { FeedPage } from './components/FeedPage';

/** `/questions_other` (spec §2). */
export default function OtherSpecialtiesPage() {
  return <FeedPage feed="other" />;
}
