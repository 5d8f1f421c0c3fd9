import drawing from '@ant-design/icons-svg/es/asn/QrcodeOutlined';
import { kitIcon } from './kitIcon';

export const QrcodeOutlined = /* @__PURE__ */ kitIcon(drawing);
