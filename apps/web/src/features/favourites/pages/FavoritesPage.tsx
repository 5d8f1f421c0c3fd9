import { FavouritesList } from '../components/FavouritesList';
import '../favourites.css';

/** /home/Favorites (inside the account area): the signed-in buyer's favourites. */
export default function FavoritesPage() {
  return <FavouritesList />;
}
