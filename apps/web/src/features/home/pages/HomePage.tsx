import { AccountCard } from '../components/AccountCard';
import { HomeHero } from '../components/HomeHero';
import { ValuePoints } from '../components/ValuePoints';

/** The landing page: what ClearLot is, the account card and why buy here. The catalogue joins later. */
export default function HomePage() {
  return (
    <div className="page-width home">
      <div className="home__top">
        <HomeHero />
        <AccountCard />
      </div>
      <ValuePoints />
    </div>
  );
}
