import drawing from '@ant-design/icons-svg/es/asn/InboxOutlined';
import { kitIcon } from './kitIcon';

export const InboxOutlined = /* @__PURE__ */ kitIcon(drawing);
