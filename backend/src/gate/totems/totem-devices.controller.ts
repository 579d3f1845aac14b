import { Controller, Post, Req } from '@nestjs/common';
import { totemPairSchema, type TotemPairInput } from '@eventdesk/shared';
import type { HttpRequest } from '../../platform/common/http';
import { Public } from '../../platform/common/policy.decorator';
import { ValidBody } from '../../platform/common/valid-body.decorator';
import { TotemPairingService } from './totem-pairing.service';

/** `POST /api/totem-devices`: a kiosk redeems its pairing code for a device credential (no session needed). */
@Controller('api/totem-devices')
export class TotemDevicesController {
  constructor(private readonly pairing: TotemPairingService) {}

  @Public()
  @Post()
  pair(@Req() req: HttpRequest, @ValidBody(totemPairSchema) input: TotemPairInput) {
    return this.pairing.redeem(req, input.code);
  }
}
