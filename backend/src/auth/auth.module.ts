import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthzGuard } from '../authz/authz.guard';
import { User } from '../users/user.entity';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LocalAuthGuard, LocalStrategy } from './local.strategy';

@Module({
  imports: [PassportModule, UsersModule, TypeOrmModule.forFeature([User])],
  controllers: [AuthController],
  providers: [AuthService, LocalStrategy, LocalAuthGuard, { provide: APP_GUARD, useClass: AuthzGuard }],
  exports: [AuthService],
})
export class AuthModule {}
