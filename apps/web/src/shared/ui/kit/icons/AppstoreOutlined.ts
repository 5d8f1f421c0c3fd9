import drawing from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import { kitIcon } from './kitIcon';

export const AppstoreOutlined = /* @__PURE__ */ kitIcon(drawing);
