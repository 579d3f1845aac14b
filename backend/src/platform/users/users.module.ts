import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserEventRole } from './user-event-role.entity';
import { UserSession } from './user-session.entity';
import { UserSessionsService } from './user-sessions.service';
import { User } from './user.entity';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User, UserEventRole, UserSession])],
  controllers: [UsersController],
  providers: [UsersService, UserSessionsService],
  exports: [UsersService, UserSessionsService],
})
export class UsersModule {}
