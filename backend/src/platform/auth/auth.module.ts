import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from '../users/user.entity';
import { UsersModule } from '../users/users.module';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { AuthUserCache } from './auth-user-cache';
import { LocalAuthGuard, LocalStrategy } from './local.strategy';
import { LoginService } from './login.service';
import { OneTimeCode } from './one-time-code.entity';
import { OneTimeCodesService } from './one-time-codes.service';
import { TotemDeviceCache } from './totem-device-cache';
import { TwoFactorEnrolmentService } from './two-factor-enrolment.service';
import { TwoFactorController } from './two-factor.controller';
import { TwoFactorService } from './two-factor.service';

@Module({
  imports: [PassportModule, UsersModule, TypeOrmModule.forFeature([User, OneTimeCode])],
  controllers: [AuthController, TwoFactorController, AccountController],
  providers: [
    AuthService,
    AuthUserCache,
    LocalStrategy,
    LocalAuthGuard,
    TwoFactorService,
    LoginService,
    TwoFactorEnrolmentService,
    OneTimeCodesService,
    AccountService,
    TotemDeviceCache,
  ],
  exports: [AuthService, OneTimeCodesService, TotemDeviceCache],
})
export class AuthModule {}
