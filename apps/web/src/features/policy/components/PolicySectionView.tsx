import type { PolicySection } from '../model/policy';
import { sectionElementId } from '../model/scroll';
import { LinkedText } from './LinkedText';

export function PolicySectionView({ section }: { section: PolicySection }) {
  const elementId = sectionElementId(section.id);
  return (
    // tabIndex -1: the table of contents moves focus here after scrolling
    <section id={elementId} tabIndex={-1} className="policy-section" aria-labelledby={`${elementId}-heading`}>
      <h2 id={`${elementId}-heading`} className="policy-section__title">
        {section.heading}
      </h2>
      {section.paragraphs?.map((paragraph, index) => (
        <p key={`p-${index}`}>
          <LinkedText text={paragraph} />
        </p>
      ))}
      {section.list && section.list.length > 0 && (
        <ul>
          {section.list.map((item, index) => (
            <li key={`li-${index}`}>
              <LinkedText text={item} />
            </li>
          ))}
        </ul>
      )}
      {section.closing?.map((paragraph, index) => (
        <p key={`c-${index}`}>
          <LinkedText text={paragraph} />
        </p>
      ))}
    </section>
  );
}
