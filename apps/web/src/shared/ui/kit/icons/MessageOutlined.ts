import drawing from '@ant-design/icons-svg/es/asn/MessageOutlined';
import { kitIcon } from './kitIcon';

export const MessageOutlined = /* @__PURE__ */ kitIcon(drawing);
