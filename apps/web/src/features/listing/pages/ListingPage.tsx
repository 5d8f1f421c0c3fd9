import { useSearchParams } from '../../../shared/router';
import { parseListingQuery } from '../../../shared/catalogue/model/listingQuery';
import { ListingView } from '../components/ListingView';
import '../listing.css';

/**
 * /homePageSecond and /goodsList: the product listing. New URL parameters (a header search,
 * a category link) start a fresh listing; the filters chosen on the page do not touch the URL.
 */
export default function ListingPage() {
  const [searchParams] = useSearchParams();
  const key = searchParams.toString();
  return <ListingView key={key} query={parseListingQuery(searchParams)} />;
}
