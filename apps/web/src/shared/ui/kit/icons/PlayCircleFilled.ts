import drawing from '@ant-design/icons-svg/es/asn/PlayCircleFilled';
import { kitIcon } from './kitIcon';

export const PlayCircleFilled = /* @__PURE__ */ kitIcon(drawing);
