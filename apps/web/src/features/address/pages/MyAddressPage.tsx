import { AddressList } from '../components/AddressList';
// the shared empty-result styles live with the catalogue pieces
import '../address.css';

/** /home/MyAddress (inside the account area): the buyer's delivery addresses. */
export default function MyAddressPage() {
  return <AddressList />;
}
