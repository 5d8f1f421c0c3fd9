import { useSearchParams } from '../../../shared/router';
import { parseId } from '../../../shared/catalogue/model/ids';
import { TopicView } from '../components/TopicView';
import '../topic.css';

/** /topic?id=<id>: a topic page; without an id, the current PC topic page. */
export default function TopicPage() {
  const [searchParams] = useSearchParams();
  const topicId = parseId(searchParams.get('id'));
  return <TopicView key={topicId ?? 'current'} topicId={topicId} />;
}
