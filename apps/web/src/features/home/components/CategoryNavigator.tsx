import { AppstoreOutlined } from '../../../shared/ui/kit/icons/AppstoreOutlined';
import { LeftOutlined } from '../../../shared/ui/kit/icons/LeftOutlined';
import { RightOutlined } from '../../../shared/ui/kit/icons/RightOutlined';
import { type ComponentProps, type MouseEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link, createPath } from '../../../shared/router';
import type { Category } from '@clearlot/contract/schemas/catalogue';
import { useCategoryTree } from '../../../shared/catalogue/api/categories';
import { categoryNameOf } from '../../../shared/catalogue/model/localized';
import { currentLanguage } from '../../../shared/i18n/language';
import { Button } from '../../../shared/ui/kit/Button';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { useSession } from '../../../shared/session/session';
import { requireSignInFor } from '../../../shared/session/signInPrompt';
import { categoryListingUrl, childrenOf, opensChildren } from '../model/categoryLinks';

/**
 * The home category navigator (docs/product.md §2, §4): first-level categories; choosing one with
 * children slides its children in (280 px, docs/product.md §9) with a back control; a leaf, or the
 * "all in …" entry, opens the listing. Category browsing needs an account (docs/product.md §6), so
 * visitors are asked to sign in instead of leaving for the listing.
 */
export function CategoryNavigator() {
  const { t } = useTranslation('home');
  const tree = useCategoryTree();
  const categories = tree.data ?? [];
  // The chosen parent stays drawn while the panel slides back, so it never empties mid-slide.
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [childrenShown, setChildrenShown] = useState(false);
  const focusAfterSlide = useRef<'back' | number | null>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const chosen = categories.find((category) => category.id === chosenId) ?? null;

  useEffect(() => {
    const target = focusAfterSlide.current;
    focusAfterSlide.current = null;
    // preventScroll: a focus must not scroll the clipped panel and undo the slide
    if (target === 'back') backRef.current?.focus({ preventScroll: true });
    else if (typeof target === 'number') listRef.current?.querySelector<HTMLElement>(`[data-category-id="${target}"]`)?.focus({ preventScroll: true });
  }, [childrenShown]);

  const showChildren = (category: Category) => {
    setChosenId(category.id);
    setChildrenShown(true);
    focusAfterSlide.current = 'back';
  };
  const back = () => {
    setChildrenShown(false);
    focusAfterSlide.current = chosenId;
  };

  let body;
  if (tree.isPending) {
    body = <Skeleton title={false} rows={8} className="category-nav__loading" label={t('categories.loading')} />;
  } else if (tree.isError) {
    body = (
      <div className="category-nav__message" role="alert">
        <p>{t('categories.failed')}</p>
        <Button size="small" onClick={() => void tree.refetch()}>
          {t('categories.retry')}
        </Button>
      </div>
    );
  } else if (categories.length === 0) {
    body = <p className="category-nav__message">{t('categories.empty')}</p>;
  } else {
    body = (
      <div className="category-nav__viewport">
        <div className={`category-nav__track${childrenShown ? ' category-nav__track--children' : ''}`}>
          <ul ref={listRef} className="category-nav__level" inert={childrenShown}>
            {categories.map((category) => (
              <li key={category.id}>
                {opensChildren(category) ? (
                  <button
                    type="button"
                    className="category-nav__entry"
                    data-category-id={category.id}
                    data-testid={`category-nav-parent-${category.id}`}
                    aria-expanded={childrenShown && chosenId === category.id}
                    onClick={() => showChildren(category)}
                  >
                    <CategoryName category={category} />
                    <RightOutlined className="category-nav__chevron" aria-hidden />
                  </button>
                ) : (
                  <CategoryLink
                    to={categoryListingUrl(category, null, currentLanguage())}
                    className="category-nav__entry"
                    data-category-id={category.id}
                    data-testid={`category-nav-parent-${category.id}`}
                  >
                    <CategoryName category={category} />
                  </CategoryLink>
                )}
              </li>
            ))}
          </ul>
          <div className="category-nav__level" inert={!childrenShown}>
            {chosen && <ChildList parent={chosen} backRef={backRef} onBack={back} />}
          </div>
        </div>
      </div>
    );
  }

  return (
    <nav className="category-nav" aria-labelledby="category-nav-title" data-testid="category-nav" aria-busy={tree.isPending}>
      <h2 id="category-nav-title" className="category-nav__title">
        <AppstoreOutlined aria-hidden />
        {t('categories.title')}
      </h2>
      {body}
    </nav>
  );
}

function CategoryName({ category }: { category: Category }) {
  return <span className="category-nav__name">{categoryNameOf(category, currentLanguage())}</span>;
}

interface ChildListProps {
  parent: Category;
  backRef: RefObject<HTMLButtonElement | null>;
  onBack: () => void;
}

function ChildList({ parent, backRef, onBack }: ChildListProps) {
  const { t } = useTranslation('home');
  const language = currentLanguage();
  const parentName = categoryNameOf(parent, language);
  return (
    <>
      <button ref={backRef} type="button" className="category-nav__back" data-testid="category-nav-back" onClick={onBack} aria-label={t('categories.backTo')}>
        <LeftOutlined aria-hidden />
        <span>{t('categories.back')}</span>
      </button>
      <p className="category-nav__parent">{parentName}</p>
      <ul>
        <li>
          <CategoryLink to={categoryListingUrl(parent, null, language)} className="category-nav__entry category-nav__entry--all">
            <span className="category-nav__name">{t('categories.allIn', { name: parentName })}</span>
          </CategoryLink>
        </li>
        {childrenOf(parent).map((child) => (
          <li key={child.id}>
            <CategoryLink to={categoryListingUrl(parent, child, language)} className="category-nav__entry" data-testid={`category-nav-child-${child.id}`}>
              <CategoryName category={child} />
            </CategoryLink>
          </li>
        ))}
      </ul>
    </>
  );
}

type CategoryLinkProps = ComponentProps<typeof Link> & { 'data-testid'?: string; 'data-category-id'?: number };

/** A link into the listing; visitors get the sign-in dialog instead, which leads to that listing (docs/product.md §6, issue 16 item 8). */
function CategoryLink({ onClick, ...props }: CategoryLinkProps) {
  const signedIn = useSession().token !== null;
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!signedIn) {
      event.preventDefault();
      requireSignInFor(typeof props.to === 'string' ? props.to : createPath(props.to));
      return;
    }
    onClick?.(event);
  };
  return <Link {...props} onClick={click} />;
}
