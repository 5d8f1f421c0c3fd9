import { Button, Input, Popconfirm, Select, Tag } from 'antd';
import type { Translate } from '../../shared/i18n';

export type Shown = 'active' | 'retired' | 'all';

/** Whether a row passes the desk's filters: its state, and a part of either name. */
export function passes(row: { nameEn: string; nameZh: string; retired: boolean }, shown: Shown, keyword: string): boolean {
  if (shown === 'active' && row.retired) return false;
  if (shown === 'retired' && !row.retired) return false;
  const words = keyword.trim().toLowerCase();
  return words === '' || row.nameEn.toLowerCase().includes(words) || row.nameZh.includes(words);
}

export function StateTag({ retired, t }: { retired: boolean; t: Translate }) {
  // antd's status colours, themed from the design tokens (the preset hues fail the contrast check on a tag)
  return retired ? <Tag color="default">{t('state.retired')}</Tag> : <Tag color="success">{t('state.active')}</Tag>;
}

/** The desk's filters: a name search and on show / retired / all. */
export function Filters({
  keyword,
  onKeyword,
  shown,
  onShown,
  t,
  testId,
}: {
  keyword: string;
  onKeyword: (k: string) => void;
  shown: Shown;
  onShown: (s: Shown) => void;
  t: Translate;
  testId: string;
}) {
  return (
    <div className="catalogue__filters">
      <Input.Search
        className="catalogue__search"
        allowClear
        defaultValue={keyword}
        placeholder={t('searchPlaceholder')}
        aria-label={t('searchPlaceholder')}
        maxLength={40}
        onSearch={onKeyword}
        data-testid={`${testId}-search`}
      />
      <Select<Shown>
        className="catalogue__state"
        value={shown}
        aria-label={t('columns.state')}
        onChange={onShown}
        options={(['active', 'retired', 'all'] as const).map((value) => ({ value, label: t(`shown.${value}`) }))}
        data-testid={`${testId}-state`}
      />
    </div>
  );
}

/** Retire (with a confirmation saying products keep it) or restore. */
export function RetireButton({ retired, onConfirm, pending, t, testId }: { retired: boolean; onConfirm: () => void; pending: boolean; t: Translate; testId: string }) {
  if (retired) {
    return (
      <Button size="small" onClick={onConfirm} loading={pending} data-testid={`${testId}-restore`}>
        {t('restore')}
      </Button>
    );
  }
  return (
    <Popconfirm title={t('retireConfirm')} description={t('retireHelp')} okText={t('retire')} cancelText={t('cancel')} onConfirm={onConfirm}>
      <Button size="small" danger loading={pending} data-testid={`${testId}-retire`}>
        {t('retire')}
      </Button>
    </Popconfirm>
  );
}
