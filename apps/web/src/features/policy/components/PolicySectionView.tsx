import { Typography } from 'antd';
import type { PolicySection } from '../model/policy';
import { sectionElementId } from '../model/scroll';
import { LinkedText } from './LinkedText';

const sectionStyle = { scrollMarginTop: 24, outline: 'none' } as const;

export function PolicySectionView({ section }: { section: PolicySection }) {
  const elementId = sectionElementId(section.id);
  return (
    // tabIndex -1: the table of contents moves focus here after scrolling
    <section id={elementId} tabIndex={-1} style={sectionStyle} aria-labelledby={`${elementId}-heading`}>
      <Typography.Title level={2} id={`${elementId}-heading`} style={{ fontSize: 20 }}>
        {section.heading}
      </Typography.Title>
      {section.paragraphs?.map((paragraph, index) => (
        <Typography.Paragraph key={`p-${index}`}>
          <LinkedText text={paragraph} />
        </Typography.Paragraph>
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
        <Typography.Paragraph key={`c-${index}`}>
          <LinkedText text={paragraph} />
        </Typography.Paragraph>
      ))}
    </section>
  );
}
