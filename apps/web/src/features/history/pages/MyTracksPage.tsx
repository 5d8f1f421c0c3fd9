import { HistoryView } from '../components/HistoryView';
import '../history.css';

/** /home/MyTracks (inside the account area): the signed-in buyer's browsing history. */
export default function MyTracksPage() {
  return <HistoryView />;
}
