import { StyleProvider, createCache, extractStyle } from '@ant-design/cssinjs';
import * as antd from 'antd';
import type { ThemeConfig } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { staticTheme } from './staticStyle.theme';

/**
 * antd's component styles as one static style sheet (antd.generated.css), made with the app's theme
 * at build time so the pages run antd in zero-runtime mode: no CSS-in-JS serialising, hashing and
 * inserting of every component's styles on the phone's CPU when a page first shows. The styles refer
 * to the theme through CSS variables (`var(--ant-…)`), which antd still writes at run time from the
 * page's tokens (a few hundred declarations, once), as it does each component's own variables.
 *
 * Every component antd exports is rendered (and the floating panel of each popup: dropdowns,
 * tooltips, dialogs, messages) except those in UNUSED_COMPONENTS, which no page uses; the test
 * (staticStyle.test.ts) fails if a page imports one of them, and if the sheet is not the generator's.
 */

/** antd components no page uses (nor any component a page uses): left out of the sheet (about a third of it). */
export const UNUSED_COMPONENTS: readonly string[] = [
  'Anchor',
  'BackTop',
  'BorderBeam',
  'Breadcrumb',
  'Calendar',
  'Carousel',
  'Cascader',
  'Collapse',
  'ColorPicker',
  'DatePicker',
  'Drawer',
  'FloatButton',
  'Layout',
  'Listy',
  'Masonry',
  'Mentions',
  'QRCode',
  'Slider',
  'Splitter',
  'TimePicker',
  'Tour',
  'Transfer',
  'Tree',
  'TreeSelect',
  'Watermark',
];

type Renderable = ComponentType<Record<string, unknown>> & { _InternalPanelDoNotUseOrYouWillBeFired?: ComponentType<Record<string, unknown>> };

/** Parts that register their own styles and are not rendered by their parent's defaults. */
function parts(): ReactNode[] {
  const { Form, Input, Typography, Radio, Checkbox, Image, Upload, Skeleton, Space, Card, List, Table, Tag, Badge, Statistic, Descriptions, Steps, Button } = antd;
  return [
    <Form key="form">
      <Form.Item label="l" help="h" validateStatus="error" hasFeedback>
        <Input />
      </Form.Item>
      <Form.List name="l">{() => null}</Form.List>
    </Form>,
    <Input.Password key="password" />,
    <Input.TextArea key="textarea" showCount maxLength={3} />,
    <Input.Search key="search" enterButton />,
    <Input.OTP key="otp" />,
    <Space.Compact key="compact">
      <Input />
      <Button />
    </Space.Compact>,
    <Typography.Title key="title">t</Typography.Title>,
    <Typography.Text key="text" copyable ellipsis>
      t
    </Typography.Text>,
    <Typography.Paragraph key="paragraph" editable>
      t
    </Typography.Paragraph>,
    <Typography.Link key="link">t</Typography.Link>,
    <Radio.Group key="radio" optionType="button" options={['a']} />,
    <Checkbox.Group key="checkbox" options={['a']} />,
    <Image.PreviewGroup key="image">
      <Image src="x" />
    </Image.PreviewGroup>,
    <Upload
      key="upload"
      listType="picture-card"
      fileList={[
        { uid: '1', name: 'a', status: 'done', url: 'x' },
        { uid: '2', name: 'b', status: 'uploading', percent: 5 },
      ]}
    />,
    <Upload key="upload-text" fileList={[{ uid: '1', name: 'a', status: 'error' }]} />,
    <Upload.Dragger key="dragger" />,
    <Skeleton.Button key="sk-button" />,
    <Skeleton.Input key="sk-input" />,
    <Skeleton.Image key="sk-image" />,
    <Skeleton.Avatar key="sk-avatar" />,
    <Skeleton.Node key="sk-node" />,
    <Card.Meta key="meta" title="t" />,
    <Card key="card-tabs" tabList={[{ key: 'a', label: 'a' }]} />,
    <List
      key="list"
      dataSource={[1]}
      pagination={{ total: 50 }}
      renderItem={() => (
        <List.Item actions={[<a key="a">a</a>]}>
          <List.Item.Meta title="t" />
        </List.Item>
      )}
    />,
    <Table
      key="table"
      rowKey="k"
      rowSelection={{}}
      dataSource={[{ k: 1, a: 'a' }]}
      columns={[{ title: 'a', dataIndex: 'a', sorter: true, filters: [{ text: 'a', value: 'a' }], ellipsis: true, fixed: 'left' }]}
      expandable={{ expandedRowRender: () => 'x' }}
      pagination={{ total: 100, showSizeChanger: true, showQuickJumper: true }}
      scroll={{ x: 100 }}
      summary={() => null}
    />,
    <Table key="table-empty" dataSource={[]} columns={[{ title: 'a' }]} loading />,
    <Tag.CheckableTag key="checkable" checked>
      t
    </Tag.CheckableTag>,
    <Badge.Ribbon key="ribbon" text="r">
      <div />
    </Badge.Ribbon>,
    <Statistic.Timer key="timer" type="countdown" value={0} />,
    <Descriptions key="descriptions" bordered items={[{ key: 'a', label: 'a', children: 'a' }]} />,
    <Steps key="steps" items={[{ title: 'a' }, { title: 'b' }]} current={1} />,
  ];
}

/** The style sheet of every antd component under `theme` (plain CSS, component rules only). */
export function antdStaticStyle(theme: ThemeConfig): string {
  const cache = createCache();
  const exported = antd as unknown as Record<string, Renderable>;
  const skip = new Set(['ConfigProvider', 'App', 'Affix', 'Grid', ...UNUSED_COMPONENTS]);
  const nodes: ReactNode[] = [];
  for (const [name, Component] of Object.entries(exported)) {
    if (!/^[A-Z]/.test(name) || skip.has(name) || (typeof Component !== 'function' && typeof Component !== 'object')) continue;
    nodes.push(<Component key={name} />);
    const Panel = Component._InternalPanelDoNotUseOrYouWillBeFired;
    if (Panel) nodes.push(<Panel key={`${name}-panel`} />);
  }
  for (const holder of ['message', 'notification'] as const) {
    const Panel = (antd[holder] as unknown as Renderable)._InternalPanelDoNotUseOrYouWillBeFired;
    if (Panel) nodes.push(<Panel key={holder} content="x" description="x" />);
  }
  nodes.push(
    <antd.App key="app" />,
    <antd.Affix key="affix">
      <div />
    </antd.Affix>,
    ...parts(),
  );
  for (const node of nodes) {
    // each on its own: one component that cannot render without its context must not stop the rest
    try {
      renderToString(
        <StyleProvider cache={cache}>
          <antd.ConfigProvider theme={staticTheme(theme)}>{node}</antd.ConfigProvider>
        </StyleProvider>,
      );
    } catch {
      /* its styles were registered before it failed, or it has none of its own */
    }
  }
  return extractStyle(cache, { plain: true, types: ['style'] }).replace(/\.data-ant-cssinjs-cache-path\{content:"[^"]*";\}/, '');
}

/**
 * The sheet cut into about `count` pieces of similar size, each ending where a top-level rule or
 * block (@media, @keyframes) ends, so each is a whole style sheet and together they keep the order.
 */
export function splitStyleSheet(css: string, count: number): string[] {
  const target = Math.ceil(css.length / count);
  const pieces: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let index = 0; index < css.length; index++) {
    const char = css[index];
    if (quote) {
      if (char === '\\') index++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0 && index + 1 - start >= target) {
      pieces.push(css.slice(start, index + 1));
      start = index + 1;
    }
  }
  if (start < css.length) pieces.push(css.slice(start));
  return pieces;
}
