/**
 * The storefront's own small component kit. The first pages a buyer sees (shell, home, listing,
 * product detail) use only these, so they load and start without antd (issue 3: first-view
 * JavaScript budget); the account, cart and order pages keep antd inside <AntdScope>.
 */
import './kit.css';

export { Alert } from './Alert';
export { Avatar } from './Avatar';
export { Breadcrumb } from './Breadcrumb';
export { Button, type ButtonProps } from './Button';
export { cx } from './cx';
export { Descriptions, type DescriptionItem } from './Descriptions';
export { Dialog, type DialogProps } from './Dialog';
export { Empty } from './Empty';
export { FeedbackHost, confirm, toast, type ConfirmOptions } from './feedback';
export { MenuButton, type MenuEntry } from './Menu';
export { NumberInput, type NumberInputProps } from './NumberInput';
export { Result } from './Result';
export { Busy, Spinner } from './Spinner';
export { Skeleton, SkeletonBlock } from './Skeleton';
export { StatusIcon, type Status } from './StatusIcon';
export { Tag, type Tone } from './Tag';
