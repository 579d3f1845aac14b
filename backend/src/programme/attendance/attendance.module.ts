import { Module } from '@nestjs/common';
import { AttendanceController } from './attendance.controller';
import { AttendanceService } from './attendance.service';

/** Attendance measured at the rooms' doors (issue 27). */
@Module({ controllers: [AttendanceController], providers: [AttendanceService] })
export class AttendanceModule {}
